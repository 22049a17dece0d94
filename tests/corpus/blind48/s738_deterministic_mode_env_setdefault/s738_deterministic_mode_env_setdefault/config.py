from dataclasses import dataclass


@dataclass(frozen=True)
class LogitsConfig:
    vocab_size: int = 16
    hidden_size: int = 8
    final_logit_softcapping: float = 30.0
    # batch-invariant numerics: identical logprobs regardless of batch composition
    deterministic: bool = True
    return_top_logprobs: int = 2
