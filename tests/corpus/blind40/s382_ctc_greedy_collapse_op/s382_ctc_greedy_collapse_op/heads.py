import heapq
import math
from collections import defaultdict
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .ctc_ops import ctc_greedy_collapse


@dataclass(frozen=True)
class CTCHeadConfig:
    hidden_size: int = 16
    vocab_size: int = 32
    blank_id: int = 0
    decoding: str = "greedy"
    beam_size: int = 4


class GreedyCTCDecoder:
    def __init__(self, config: CTCHeadConfig):
        self.blank_id = config.blank_id

    def __call__(self, log_probs: torch.Tensor):
        return torch.ops.blind40_s382.ctc_greedy_collapse(log_probs, self.blank_id)


class PrefixBeamCTCDecoder:
    """Prefix beam search (host-side); only used for offline evaluation."""

    def __init__(self, config: CTCHeadConfig):
        self.blank_id = config.blank_id
        self.beam_size = config.beam_size

    def __call__(self, log_probs: torch.Tensor):
        results = []
        for utt in log_probs.exp().tolist():
            beams = {(): (1.0, 0.0)}
            for frame in utt:
                nxt = defaultdict(lambda: [0.0, 0.0])
                for prefix, (p_b, p_nb) in beams.items():
                    for tok, p in enumerate(frame):
                        if tok == self.blank_id:
                            nxt[prefix][0] += (p_b + p_nb) * p
                        elif prefix and prefix[-1] == tok:
                            nxt[prefix][1] += p_nb * p
                            nxt[prefix + (tok,)][1] += p_b * p
                        else:
                            nxt[prefix + (tok,)][1] += (p_b + p_nb) * p
                beams = dict(heapq.nlargest(self.beam_size, nxt.items(), key=lambda kv: sum(kv[1])))
            best = max(beams.items(), key=lambda kv: math.fsum(kv[1]))[0]
            results.append(list(best))
        return results


CTC_DECODERS = {
    "greedy": GreedyCTCDecoder,
    "prefix_beam": PrefixBeamCTCDecoder,
}


class CTCHead(nn.Module):
    def __init__(self, config: CTCHeadConfig):
        super().__init__()
        self.config = config
        self.proj = nn.Linear(config.hidden_size, config.vocab_size)
        self.decoder = CTC_DECODERS[config.decoding](config)

    def forward(self, encoder_out: torch.Tensor):
        log_probs = F.log_softmax(self.proj(encoder_out), dim=-1)
        tokens, lengths = self.decoder(log_probs)
        return log_probs, tokens, lengths
