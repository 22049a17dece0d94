from typing import Callable, List

import torch
from torch import nn

from .alignment import AlignmentTracker
from .joint import JointNetwork, StatelessPredictor, TransducerConfig

StepHook = Callable[[int, torch.Tensor, torch.Tensor], None]


class RNNTGreedyDecoder(nn.Module):
    """One-symbol-per-frame greedy transducer decoding over a chunk of frames."""

    def __init__(self, cfg: TransducerConfig):
        super().__init__()
        self.cfg = cfg
        self.joint = JointNetwork(cfg)
        self.predictor = StatelessPredictor(cfg)
        self._step_hooks: List[StepHook] = []

    def register_step_hook(self, hook: StepHook) -> None:
        self._step_hooks.append(hook)

    def _emit(self, frame_idx: int, enc_frame: torch.Tensor, pred_state: torch.Tensor):
        logits = self.joint(enc_frame, pred_state)
        tokens = logits.argmax(dim=-1)
        emitted = tokens != self.cfg.blank_id
        for hook in self._step_hooks:
            hook(frame_idx, logits, emitted)
        return tokens, emitted

    def forward(self, encoder_out: torch.Tensor, pred_state: torch.Tensor):
        hyps = []
        for t in range(encoder_out.shape[1]):
            tokens, emitted = self._emit(t, encoder_out[:, t], pred_state)
            pred_state = torch.where(emitted[:, None], self.predictor(tokens), pred_state)
            hyps.append(torch.where(emitted, tokens, torch.full_like(tokens, -1)))
        return torch.stack(hyps, dim=1), pred_state


def build_decoder(cfg: TransducerConfig, track_alignment: bool = True) -> RNNTGreedyDecoder:
    decoder = RNNTGreedyDecoder(cfg).eval()
    if track_alignment:
        decoder.register_step_hook(AlignmentTracker().on_step)
    return decoder


_decoder = build_decoder(TransducerConfig())


def _greedy_step(encoder_out: torch.Tensor, pred_state: torch.Tensor):
    return _decoder(encoder_out, pred_state)


greedy_step = torch.compile(_greedy_step, fullgraph=True)
