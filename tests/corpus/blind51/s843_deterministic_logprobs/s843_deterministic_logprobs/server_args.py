import dataclasses
from typing import Optional


@dataclasses.dataclass
class ServerArgs:
    model_path: str = "dummy"
    tp_size: int = 1
    attention_backend: Optional[str] = None
    sampling_backend: str = "pytorch"
    enable_deterministic_inference: bool = False
    return_logprob_top_k: int = 2

    def __post_init__(self):
        if self.enable_deterministic_inference:
            # Split-KV / split-K reductions are not batch invariant.
            if self.attention_backend is None:
                self.attention_backend = "fa3"
            self.sampling_backend = "pytorch"


_global_server_args: Optional[ServerArgs] = None


def set_global_server_args_for_scheduler(server_args: ServerArgs) -> None:
    global _global_server_args
    _global_server_args = server_args


def get_global_server_args() -> ServerArgs:
    if _global_server_args is None:
        raise ValueError("Global server args is not set yet!")
    return _global_server_args
