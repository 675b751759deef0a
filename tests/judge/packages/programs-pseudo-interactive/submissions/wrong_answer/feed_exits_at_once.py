# reads nothing, writes nothing: the validator's writes must not fail, its verdict is WA
