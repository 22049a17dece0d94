from dataclasses import dataclass


@dataclass(frozen=True)
class ServerArgs:
    return_logprob: bool = True
    debug_dump_logprobs: bool = False
    debug_dump_path: str = "/tmp/blind46_s650_logprobs.jsonl"
    max_running_requests: int = 4


SERVER_ARGS = ServerArgs()
