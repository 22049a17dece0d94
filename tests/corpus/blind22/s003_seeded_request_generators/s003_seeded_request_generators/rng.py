"""Per-request torch.Generator bookkeeping (requests with an explicit `seed`)."""
from __future__ import annotations

from typing import Optional

import torch


class RequestGeneratorRegistry:
    """Maps batch row -> torch.Generator for rows whose request set a seed."""

    def __init__(self, device: str = "cpu"):
        self.device = device
        self._by_req: dict[str, torch.Generator] = {}
        self._row_to_req: dict[int, str] = {}

    def add_request(self, req_id: str, row: int, seed: Optional[int]) -> None:
        if seed is None:
            return
        gen = torch.Generator(device=self.device)
        gen.manual_seed(seed)
        self._by_req[req_id] = gen
        self._row_to_req[row] = req_id

    def remove_request(self, req_id: str) -> None:
        self._by_req.pop(req_id, None)
        self._row_to_req = {r: q for r, q in self._row_to_req.items() if q != req_id}

    def row_generators(self) -> dict[int, torch.Generator]:
        return {row: self._by_req[req] for row, req in self._row_to_req.items()}

    def __len__(self) -> int:
        return len(self._by_req)


GENERATORS = RequestGeneratorRegistry()
GENERATORS.add_request("req-0", row=0, seed=1234)
GENERATORS.add_request("req-2", row=2, seed=42)
