from dataclasses import dataclass


@dataclass(frozen=True)
class ServerArgs:
    lora_backend: str = "torch_native"
    max_loras_per_batch: int = 2
    max_lora_rank: int = 4
    lora_paths: tuple = ("sql=/adapters/sql", "chat=/adapters/chat")
    # expensive host-side validation of every batch; off in production
    enable_lora_debug_checks: bool = False


SERVER_ARGS = ServerArgs()
