from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class RequestMeta:
    request_id: str
    temperature: float = 1.0
    logit_bias: dict[int, float] = field(default_factory=dict)

    @property
    def bias_key(self) -> tuple[tuple[int, float], ...]:
        return tuple(sorted(self.logit_bias.items()))


@dataclass
class SamplingBatch:
    requests: list[RequestMeta]
    vocab_size: int

    def __len__(self) -> int:
        return len(self.requests)

    @property
    def temperatures(self) -> list[float]:
        return [max(r.temperature, 1e-5) for r in self.requests]

    @property
    def bias_key(self) -> tuple:
        return tuple(r.bias_key for r in self.requests)
