import os

# Read once at import.
QUANT_DEBUG_VALIDATE_SCALES = os.environ.get("QUANT_DEBUG_VALIDATE_SCALES", "0") == "1"
QUANT_LOG_KERNEL_SHAPES = os.environ.get("QUANT_LOG_KERNEL_SHAPES", "1") == "1"
