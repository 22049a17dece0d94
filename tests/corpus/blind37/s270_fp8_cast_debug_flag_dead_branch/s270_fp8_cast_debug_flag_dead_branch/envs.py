import os

QUANT_DEBUG = os.environ.get("CORPUS_S270_QUANT_DEBUG", "0") == "1"
DUMP_DIR = os.environ.get("CORPUS_S270_DUMP_DIR", "/tmp/quant_dumps")
