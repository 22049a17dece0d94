import os

# Read once at import time, like vLLM's envs module.
SSM_DEBUG_DUMP = os.environ.get("CORPUS_S209_SSM_DEBUG_DUMP", "0") == "1"
SSM_DUMP_DIR = os.environ.get("CORPUS_S209_SSM_DUMP_DIR", "/tmp/ssm_dumps")
