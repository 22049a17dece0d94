import os

# Read once at import; flipping the env var later has no effect.
SAMPLER_DEBUG = os.environ.get("S230_SAMPLER_DEBUG", "0") == "1"
DUMP_DIR = os.environ.get("S230_DUMP_DIR", "/tmp/s230_logits")
NO_REPEAT_NGRAM = int(os.environ.get("S230_NO_REPEAT_NGRAM", "2"))
