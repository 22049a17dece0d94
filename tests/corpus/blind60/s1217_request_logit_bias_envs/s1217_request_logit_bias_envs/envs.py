import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    # Clamp applied to user supplied logit bias values (OpenAI allows [-100, 100]).
    "VLLM_LOGIT_BIAS_CLAMP": lambda: float(os.getenv("VLLM_LOGIT_BIAS_CLAMP", "100.0")),
    # Softcap applied to the final logits, 0 disables it.
    "VLLM_FINAL_LOGIT_SOFTCAP": lambda: float(os.getenv("VLLM_FINAL_LOGIT_SOFTCAP", "0")),
    "VLLM_LOGGING_LEVEL": lambda: os.getenv("VLLM_LOGGING_LEVEL", "INFO").upper(),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
