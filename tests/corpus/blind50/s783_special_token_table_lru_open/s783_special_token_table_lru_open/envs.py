import os
from typing import Any, Callable, Dict

environment_variables: Dict[str, Callable[[], Any]] = {
    "VLLM_GUIDED_DECODING_VOCAB_DIR": lambda: os.path.expanduser(
        os.getenv("VLLM_GUIDED_DECODING_VOCAB_DIR", "~/.cache/vllm/guided_vocab")
    ),
    "VLLM_GUIDED_DECODING_SUPPRESS_SPECIAL": lambda: bool(
        int(os.getenv("VLLM_GUIDED_DECODING_SUPPRESS_SPECIAL", "1"))
    ),
    "VLLM_GUIDED_DECODING_MAX_CHOICES": lambda: int(os.getenv("VLLM_GUIDED_DECODING_MAX_CHOICES", "16")),
}


def __getattr__(name: str):
    if name in environment_variables:
        return environment_variables[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return list(environment_variables.keys())
