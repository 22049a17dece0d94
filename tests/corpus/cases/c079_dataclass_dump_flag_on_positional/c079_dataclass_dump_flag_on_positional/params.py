from dataclasses import dataclass


@dataclass(frozen=True)
class SamplingParams:
    temperature: float = 1.0
    top_k: int = 0
    dump_logits: bool = False
    dump_path: str = "/tmp/logits.txt"
