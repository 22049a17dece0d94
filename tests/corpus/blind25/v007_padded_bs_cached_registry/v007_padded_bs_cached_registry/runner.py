import torch
from torch import nn

from .capture_sizes import padded_batch_size
from .graph_registry import GraphRegistry


class TinyLM(nn.Module):
    def __init__(self, vocab: int = 20, hidden: int = 8, max_pos: int = 16):
        super().__init__()
        self.tok = nn.Embedding(vocab, hidden)
        self.pos = nn.Embedding(max_pos, hidden)
        self.proj = nn.Linear(hidden, vocab)

    def forward(self, input_ids, positions):
        return self.proj(torch.relu(self.tok(input_ids) + self.pos(positions)))


class PaddedDecodeRunner(nn.Module):
    def __init__(self, max_bs: int = 16):
        super().__init__()
        self.model = TinyLM()
        self.graphs = GraphRegistry(max_bs, warmup_fn=self.model)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        raw_bs = input_ids.shape[0]
        bs = padded_batch_size(raw_bs)
        if bs not in self.graphs:
            return self.model(input_ids, positions)
        slot = self.graphs.get(bs)
        slot.input_ids[:raw_bs].copy_(input_ids)
        slot.input_ids[raw_bs:].zero_()
        slot.positions[:raw_bs].copy_(positions)
        slot.positions[raw_bs:].zero_()
        logits = self.model(slot.input_ids, slot.positions)
        slot.replays += 1
        return logits[:raw_bs]


torch.manual_seed(0)
compiled_runner = torch.compile(PaddedDecodeRunner(), fullgraph=True)
