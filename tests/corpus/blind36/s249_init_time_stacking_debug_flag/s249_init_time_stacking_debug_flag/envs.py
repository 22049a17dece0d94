import os

LORA_DEBUG = os.environ.get("S249_LORA_DEBUG", "0") == "1"
MAX_LORA_RANK = int(os.environ.get("S249_MAX_LORA_RANK", "4"))
