"""Covers judge/programs/building.py.

A package's submissions in Java and JavaScript, built and run as the peers do
(judge/programs/building.py, judge/programs/languages.py): Java's entry point is the class whose own body has
main(), a nested class before main() notwithstanding, and a folder of Java files compiles
together (a helper's own test main() gives way to Main.java's; of two classes with
main(), the one problemtools and BAPCtools run: main.*, else the first file); JavaScript starts under the
runner's stack and memory limits (languages.STACK_MB: node's threads)."""
import json
import shutil
import subprocess
import sys

import pytest

from conftest import RUNNER
from judge.programs.building import java_mains, tools_main_file

HAS_JAVA = shutil.which("java") is not None and shutil.which("javac") is not None
HAS_NODE = shutil.which("node") is not None

NESTED = """
import java.io.*;
import java.util.*;

public class Nested {
    static class FastReader {            // before main(): not the entry point
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer words;
        long next() throws IOException {
            while (words == null || !words.hasMoreTokens())
                words = new StringTokenizer(in.readLine());
            return Long.parseLong(words.nextToken());
        }
    }
    public static void main(String[] args) throws IOException {
        FastReader r = new FastReader();
        System.out.println(r.next() + r.next());   // "class X { static void main(" here
    }
}
"""
MAIN = """
public class Main {
    public static void main(String[] args) {
        java.util.Scanner s = new java.util.Scanner(System.in);
        System.out.println(Adder.add(s.nextLong(), s.nextLong()));
    }
}
"""
ADDER = """
class Adder {
    static long add(long a, long b) { return a + b; }
    public static void main(String[] args) { System.out.println(add(1, 2)); }   // a test
}
"""
SUM_JS = """
const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);
console.log(a + b);
"""


def test_the_entry_point_is_the_class_main_is_in():
    assert java_mains(NESTED) == ["Nested"]
    assert java_mains("package p.q;\nclass A { interface B { static void main(String[] x) {} }"
                      " }\n") == ["p.q.A$B"]
    assert java_mains('class A { String s = "static void main("; }') == []


def verify(tmp_path, files):
    pkg = tmp_path / "pkg"
    for name, text in dict({"problem.yaml": "name: Sum\n", "data/secret/1.in": "1 2\n",
                            "data/secret/1.ans": "3\n", "data/secret/2.in": "40 2\n",
                            "data/secret/2.ans": "42\n"}, **files).items():
        (pkg / name).parent.mkdir(parents=True, exist_ok=True)
        (pkg / name).write_text(text)
    report = tmp_path / "report.json"
    proc = subprocess.run([sys.executable, str(RUNNER), "verify", str(pkg), "--json",
                           str(report)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          timeout=900)
    out = proc.stdout.decode()
    return proc.returncode, {r["submission"]: r["verdict"]
                             for r in json.loads(report.read_text())}, out


@pytest.mark.skipif(not HAS_JAVA, reason="no java and javac here")
def test_java_nested_classes_and_folders(tmp_path):
    code, verdicts, out = verify(tmp_path, {
        "submissions/accepted/Nested.java": NESTED,
        "submissions/accepted/two/Main.java": MAIN,
        "submissions/accepted/two/Adder.java": ADDER})
    assert verdicts == {"accepted/Nested.java": "AC", "accepted/two": "AC"}, out
    assert code == 0, out


# BAPCtools' test problem hello, submissions/mixed/disabled/: two classes with main(), no
# main.java ("The result depends on the configuration of the Java compile script")
CLASS_A = """
public class a {
    public static void main(String[] args) {
        java.util.Scanner s = new java.util.Scanner(System.in);
        System.out.println(s.nextLong() + s.nextLong());
    }
}
"""
CLASS_B = """
public class b {
    public static void main(String[] args) { System.out.println("this is class b"); }
}
"""


def test_the_entry_file_is_main_in_any_case_else_the_first_sorted():
    assert tools_main_file(["s/b.java", "s/a.java"]) == "s/a.java"
    assert tools_main_file(["s/a.java", "s/MAIN.java"]) == "s/MAIN.java"
    assert tools_main_file(["s/b.java", "s/Zed.java"]) == "s/Zed.java"   # sorted as text
    assert tools_main_file(["s/a.java", "s/mainly.java"]) == "s/a.java"  # main. only


@pytest.mark.skipif(not HAS_JAVA, reason="no java and javac here")
def test_java_folder_with_two_main_classes_runs_the_one_problemtools_runs(tmp_path):
    code, verdicts, out = verify(tmp_path, {
        "submissions/accepted/two/a.java": CLASS_A,
        "submissions/accepted/two/b.java": CLASS_B,
        "submissions/wrong_answer/main_too/a.java": CLASS_A,
        "submissions/wrong_answer/main_too/main.java": CLASS_B.replace("class b",
                                                                       "class main")})
    assert verdicts == {"accepted/two": "AC", "wrong_answer/main_too": "WA"}, out
    assert code == 0, out


@pytest.mark.skipif(not HAS_NODE, reason="no node here")
def test_javascript_starts_under_the_limits(tmp_path):
    code, verdicts, out = verify(tmp_path, {"submissions/accepted/sum.js": SUM_JS,
                                            "submissions/accepted/sum.py": "print(sum(map("
                                            "int, input().split())))\n"})
    assert verdicts == {"accepted/sum.js": "AC", "accepted/sum.py": "AC"}, out
    assert code == 0, out
