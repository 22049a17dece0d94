import torch
from torch import nn

from .processors import build


class ConstrainedBeamHead(nn.Module):
    def __init__(self, d: int = 8, vocab: int = 11, beams: int = 2):
        super().__init__()
        self.lm_head = nn.Linear(d, vocab)
        self.beams = beams
        self.processors = build([("min_length", {"min_len": 2, "eos": 0}), ("no_repeat_ngram", {"n": 2})])

    def forward(self, h, history, beam_scores):
        logits = torch.log_softmax(self.lm_head(h), dim=-1)
        for proc in self.processors:
            logits = proc(history, logits)
        b = beam_scores.shape[0]
        total = (logits.view(b, self.beams, -1) + beam_scores.unsqueeze(-1)).view(b, -1)
        return total.topk(2 * self.beams, dim=-1)


head = torch.compile(ConstrainedBeamHead(), fullgraph=True)
