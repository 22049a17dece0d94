import os
from dataclasses import dataclass


@dataclass(frozen=True)
class ServerArgs:
    attention_backend: str = "torch_native"
    max_running_requests: int = 4
    debug_dump_ssm_states: bool = False
    dump_dir: str = os.path.join(os.path.expanduser("~"), ".cache", "ssm_dumps")


SERVER_ARGS = ServerArgs()
