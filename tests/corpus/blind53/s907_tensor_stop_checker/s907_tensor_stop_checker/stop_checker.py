from typing import List, Sequence

import torch


def _pad_stop_sequences(stop_sequences: Sequence[Sequence[int]], pad: int = -1) -> torch.Tensor:
    width = max(len(s) for s in stop_sequences)
    rows = [[pad] * (width - len(s)) + list(s) for s in stop_sequences]
    return torch.tensor(rows, dtype=torch.long)


class TensorStopChecker:
    """Batched stop-condition check on token ids, no host syncs."""

    def __init__(self, eos_token_ids: List[int], stop_sequences: List[List[int]], max_length: int):
        self.max_length = max_length
        self.eos_token_ids = torch.tensor(eos_token_ids, dtype=torch.long)
        self.stop_sequences = _pad_stop_sequences(stop_sequences) if stop_sequences else None
        self.window = 0 if self.stop_sequences is None else self.stop_sequences.shape[1]

    def _match_stop_sequences(self, output_ids: torch.Tensor) -> torch.Tensor:
        tail = output_ids[:, -self.window:]                     # [B, W]
        seqs = self.stop_sequences.to(output_ids.device)        # [S, W]
        eq = (tail[:, None, :] == seqs[None, :, :]) | (seqs[None, :, :] < 0)
        return eq.all(dim=-1).any(dim=-1)

    def check_finished(self, output_ids: torch.Tensor, finished: torch.Tensor) -> torch.Tensor:
        last = output_ids[:, -1]
        hit = torch.isin(last, self.eos_token_ids.to(last.device))
        if self.stop_sequences is not None and output_ids.shape[1] >= self.window:
            hit = hit | self._match_stop_sequences(output_ids)
        if output_ids.shape[-1] >= self.max_length:
            hit = torch.ones_like(hit)
        return finished | hit
