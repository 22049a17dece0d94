from __future__ import annotations

from typing import List, Sequence

import torch


def _rows_matching_stop(output_ids: List[List[int]], stop_seqs: List[List[int]]) -> List[bool]:
    hits = []
    for row in output_ids:
        hit = False
        for seq in stop_seqs:
            seq = [t for t in seq if t >= 0]  # -1 is padding
            if seq and len(row) >= len(seq) and row[-len(seq):] == seq:
                hit = True
                break
        hits.append(hit)
    return hits


@torch.library.custom_op("blind41_s448::match_stop_sequences", mutates_args=())
def match_stop_sequences(output_ids: torch.Tensor, stop_seqs: torch.Tensor) -> torch.Tensor:
    """True for every row whose generated suffix equals one of the stop sequences.

    Stop sequences have different lengths; they are right-padded with -1.
    Runs on the host: the suffix compare over ragged sequences is cheap and
    branchy, not worth a kernel.
    """
    hits = _rows_matching_stop(output_ids.cpu().tolist(), stop_seqs.cpu().tolist())
    return torch.tensor(hits, dtype=torch.bool, device=output_ids.device)


@match_stop_sequences.register_fake
def _(output_ids: torch.Tensor, stop_seqs: torch.Tensor) -> torch.Tensor:
    return output_ids.new_empty((output_ids.shape[0],), dtype=torch.bool)


def pad_stop_sequences(stop_token_ids: Sequence[Sequence[int]]) -> torch.Tensor:
    width = max((len(s) for s in stop_token_ids), default=1)
    rows = [list(s) + [-1] * (width - len(s)) for s in stop_token_ids] or [[-1]]
    return torch.tensor(rows, dtype=torch.long)
