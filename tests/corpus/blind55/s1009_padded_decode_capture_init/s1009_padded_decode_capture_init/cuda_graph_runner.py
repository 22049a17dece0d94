from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .batch_utils import (
    build_padding_table,
    cu_seqlens_from_list,
    get_capture_batch_sizes,
    pad_to,
)


@dataclass
class DecodeInputs:
    input_ids: torch.Tensor
    seq_lens: torch.Tensor
    positions: torch.Tensor
    cu_seqlens_k: torch.Tensor
    raw_bs: int
    padded_bs: int


class PaddedDecodeModel(nn.Module):
    def __init__(self, vocab_size: int = 64, hidden_size: int = 8, max_bs: int = 8,
                 seq_len_fill_value: int = 1, max_context_len: int = 32):
        super().__init__()
        self.capture_bs = get_capture_batch_sizes(max_bs)
        self.padded_bs_for = build_padding_table(self.capture_bs)
        self.seq_len_fill_value = seq_len_fill_value
        self.max_context_len = max_context_len
        self.embed = nn.Embedding(vocab_size, hidden_size)
        self.pos_embed = nn.Embedding(max_context_len, hidden_size)
        self.out = nn.Linear(hidden_size, vocab_size, bias=False)
        self.seq_lens_cpu = torch.full((max_bs,), seq_len_fill_value, dtype=torch.int64)

    def prepare(self, input_ids: torch.Tensor, seq_lens: torch.Tensor) -> DecodeInputs:
        raw_bs = input_ids.shape[0]
        padded_bs = self.padded_bs_for[raw_bs]
        input_ids = pad_to(input_ids, padded_bs, 0)
        seq_lens = pad_to(seq_lens, padded_bs, self.seq_len_fill_value)
        seq_lens_list = seq_lens.tolist()
        cu_seqlens_k = cu_seqlens_from_list(seq_lens_list, device=seq_lens.device)
        return DecodeInputs(
            input_ids=input_ids,
            seq_lens=seq_lens,
            positions=(seq_lens - 1).clamp(min=0, max=self.max_context_len - 1),
            cu_seqlens_k=cu_seqlens_k,
            raw_bs=raw_bs,
            padded_bs=padded_bs,
        )

    def forward(self, input_ids: torch.Tensor, seq_lens: torch.Tensor):
        batch = self.prepare(input_ids, seq_lens)
        hidden = self.embed(batch.input_ids) + self.pos_embed(batch.positions)
        logits = self.out(hidden)
        return logits[: batch.raw_bs], batch.cu_seqlens_k


decode_model = torch.compile(PaddedDecodeModel(), fullgraph=True)
