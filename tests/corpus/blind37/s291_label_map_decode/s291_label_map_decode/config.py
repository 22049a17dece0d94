from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ClassifierConfig:
    hidden_size: int = 16
    num_labels: int = 4
    id2label: dict = field(
        default_factory=lambda: {0: "negative", 1: "neutral", 2: "positive", 3: "mixed"}
    )
    pooling: str = "mean"
    return_all_scores: bool = False

    @property
    def label2id(self) -> dict:
        return {v: k for k, v in self.id2label.items()}


DEFAULT_CONFIG = ClassifierConfig()
