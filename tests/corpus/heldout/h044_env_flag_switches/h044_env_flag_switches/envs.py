import os


def _bool_env(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


def use_fp32_softmax() -> bool:
    return _bool_env("HELDOUT_FP32_SOFTMAX", "1")


def logit_soft_cap() -> float:
    return float(os.getenv("HELDOUT_LOGIT_SOFTCAP", "30.0"))
