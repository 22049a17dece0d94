import dataclasses
from typing import Optional


@dataclasses.dataclass
class ServerArgs:
    speculative_algorithm: str = "EAGLE"
    speculative_num_steps: int = 3
    speculative_eagle_topk: int = 1
    speculative_num_draft_tokens: int = 4
    speculative_dynamic_steps: bool = False
    speculative_accept_threshold: float = 0.7

    def __post_init__(self):
        if self.speculative_num_draft_tokens < self.speculative_num_steps + 1:
            self.speculative_num_draft_tokens = self.speculative_num_steps + 1


_global_server_args: Optional[ServerArgs] = None


def set_global_server_args(args: ServerArgs) -> None:
    global _global_server_args
    _global_server_args = args


def get_global_server_args() -> ServerArgs:
    global _global_server_args
    if _global_server_args is None:
        _global_server_args = ServerArgs()
    return _global_server_args
