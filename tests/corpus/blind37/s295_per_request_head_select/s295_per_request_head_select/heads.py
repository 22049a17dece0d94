from __future__ import annotations

import torch
import torch.nn as nn


class TaskHead(nn.Module):
    """One classification head per tenant task (toxicity, topic, language...)."""

    def __init__(self, hidden: int, num_labels: int):
        super().__init__()
        self.proj = nn.Linear(hidden, num_labels)
        self.num_labels = num_labels

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x)


class HeadBank(nn.Module):
    def __init__(self, hidden: int, tasks: dict[str, int], max_labels: int):
        super().__init__()
        self.task_names = list(tasks)
        self.heads = nn.ModuleList(TaskHead(hidden, n) for n in tasks.values())
        self.max_labels = max_labels

    def pad_logits(self, logits: torch.Tensor) -> torch.Tensor:
        pad = self.max_labels - logits.shape[-1]
        return torch.nn.functional.pad(logits, (0, pad), value=float("-inf"))

    def head_for(self, head_id: torch.Tensor) -> TaskHead:
        return self.heads[int(head_id)]

    def forward(self, pooled: torch.Tensor, head_ids: torch.Tensor) -> torch.Tensor:
        rows = []
        for i in range(pooled.shape[0]):
            head = self.head_for(head_ids[i])
            rows.append(self.pad_logits(head(pooled[i : i + 1])))
        return torch.cat(rows, dim=0)
