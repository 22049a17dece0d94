"""SiluAndMul activation whose chunking config is loaded from tuned JSON files."""
