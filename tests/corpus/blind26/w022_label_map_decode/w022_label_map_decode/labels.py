from typing import Dict, List, Sequence

import torch


class LabelMap:
    """Bidirectional id <-> label mapping as shipped in HF ``config.json``."""

    def __init__(self, id2label: Dict[int, str]):
        self.id2label = {int(k): v for k, v in id2label.items()}
        self.label2id = {v: k for k, v in self.id2label.items()}

    @classmethod
    def from_hf_config(cls, cfg: dict) -> "LabelMap":
        raw = cfg.get("id2label") or {str(i): f"LABEL_{i}" for i in range(cfg["num_labels"])}
        return cls({int(k): v for k, v in raw.items()})

    def __len__(self) -> int:
        return len(self.id2label)

    def decode(self, ids: torch.Tensor) -> List[str]:
        return [self.id2label[i] for i in ids.tolist()]

    def encode(self, labels: Sequence[str]) -> torch.Tensor:
        return torch.tensor([self.label2id[l] for l in labels], dtype=torch.long)
