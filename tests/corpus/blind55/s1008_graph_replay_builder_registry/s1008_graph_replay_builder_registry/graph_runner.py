from __future__ import annotations

from dataclasses import dataclass, field
from typing import List

import torch
from torch import nn

from .builders import DECODE_METADATA_BUILDERS


@dataclass
class ServerArgs:
    disable_cuda_graph: bool = False
    cuda_graph_max_bs: int = 4
    context_length: int = 32
    hidden_size: int = 8
    vocab_size: int = 64
    capture_bs: List[int] = field(default_factory=lambda: [1, 2, 4])

    @property
    def decode_builder_kind(self) -> str:
        return "eager" if self.disable_cuda_graph else "graph"


class GraphDecodeRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        self.max_bs = server_args.cuda_graph_max_bs
        builder_cls = DECODE_METADATA_BUILDERS[server_args.decode_builder_kind]
        self.metadata_builder = builder_cls(self.max_bs, server_args.context_length)
        self.embed = nn.Embedding(server_args.vocab_size, server_args.hidden_size)
        self.pos_embed = nn.Embedding(server_args.context_length, server_args.hidden_size)
        self.input_ids_buf = torch.zeros(self.max_bs, dtype=torch.int64)

    def replay(self, input_ids: torch.Tensor, seq_lens: torch.Tensor):
        raw_bs = input_ids.shape[0]
        self.input_ids_buf[:raw_bs].copy_(input_ids)
        metadata = self.metadata_builder.build(seq_lens, raw_bs)
        hidden = self.embed(self.input_ids_buf) + self.pos_embed(metadata.positions)
        return hidden[:raw_bs], metadata.cu_seqlens_k[: raw_bs + 1]


graph_runner = GraphDecodeRunner(ServerArgs())
replay = torch.compile(graph_runner.replay, fullgraph=True)
