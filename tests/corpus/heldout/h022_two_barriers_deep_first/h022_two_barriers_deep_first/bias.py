import warnings

import torch


class LogitBiasTable:
    def __init__(self, vocab: int, strict: bool = True) -> None:
        self.vocab = vocab
        self.strict = strict
        self.table = torch.zeros(vocab)

    def _validate(self, logits: torch.Tensor) -> None:
        if logits.shape[-1] != self.vocab:
            if self.strict:
                warnings.warn(
                    f"logit bias table has {self.vocab} entries but logits have {logits.shape[-1]}",
                    stacklevel=2,
                )

    def _lookup(self, logits: torch.Tensor) -> torch.Tensor:
        self._validate(logits)
        n = min(self.vocab, logits.shape[-1])
        bias = torch.zeros_like(logits)
        bias[..., :n] = self.table[:n]
        return bias

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        return logits + self._lookup(logits)
