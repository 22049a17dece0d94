from dataclasses import dataclass, field
from typing import Dict, List, Optional

import torch


@dataclass
class ClassificationOutput:
    logits: torch.Tensor
    probs: torch.Tensor
    top_label_ids: torch.Tensor
    label_scores: List[Dict[str, float]] = field(default_factory=list)
    pooled: Optional[torch.Tensor] = None


class ClassificationMixin:
    """Shared post-processing for *ForSequenceClassification pooling models."""

    id2label: Dict[int, str]
    problem_type: str = "single_label_classification"

    def _activate(self, logits: torch.Tensor) -> torch.Tensor:
        if self.problem_type == "multi_label_classification":
            return torch.sigmoid(logits)
        return torch.softmax(logits, dim=-1)

    def _label_scores(self, probs: torch.Tensor) -> List[Dict[str, float]]:
        rows = probs.tolist()
        return [
            {self.id2label.get(i, f"LABEL_{i}"): round(p, 6) for i, p in enumerate(row)}
            for row in rows
        ]

    def postprocess(self, logits: torch.Tensor, pooled: torch.Tensor) -> ClassificationOutput:
        probs = self._activate(logits.float())
        return ClassificationOutput(
            logits=logits,
            probs=probs,
            top_label_ids=probs.argmax(dim=-1),
            label_scores=self._label_scores(probs),
            pooled=pooled,
        )
