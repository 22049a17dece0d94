import json
import os

import torch


class PagedKVWriter:
    def __init__(self, page_size: int) -> None:
        self.page_size = page_size

    def write(self, kv: torch.Tensor, out: torch.Tensor, *, layer_id: int) -> torch.Tensor:
        num_tokens = kv.shape[0]
        out[layer_id, :num_tokens].copy_(kv)
        return out[layer_id, :num_tokens]


class RequestTraceSink:
    def __init__(self, trace_dir: str) -> None:
        self.path = os.path.join(trace_dir, "requests.jsonl")

    def write(self, record: dict) -> None:
        with open(self.path, "a") as f:
            f.write(json.dumps(record) + "\n")
