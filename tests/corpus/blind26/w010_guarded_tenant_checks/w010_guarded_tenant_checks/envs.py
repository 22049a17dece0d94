import os

LORA_DEBUG = os.environ.get("CORPUS_W010_LORA_DEBUG", "0") == "1"
MAX_RANK = int(os.environ.get("CORPUS_W010_MAX_RANK", "2"))
