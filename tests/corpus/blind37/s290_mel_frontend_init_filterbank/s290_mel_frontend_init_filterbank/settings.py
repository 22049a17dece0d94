"""Frontend settings, read once at import time."""
import os

DEBUG_FEATURES = os.environ.get("ASR_DEBUG_FEATURES", "0") == "1"
SAMPLE_RATE = int(os.environ.get("ASR_SAMPLE_RATE", "16000"))
N_FFT = 32
HOP = 16
N_MELS = 6
