"""Environment-driven numerics switches, read once at import time."""
import os

DEBUG_NUMERICS = os.environ.get("V120_DEBUG_NUMERICS", "0") == "1"
CLAMP_POLICY = os.environ.get("V120_CLAMP_POLICY", "tanh")
RESIDUAL_CLAMP = float(os.environ.get("V120_RESIDUAL_CLAMP", "3.0e4"))
