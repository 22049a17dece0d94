import logging
from typing import Optional, Tuple

import torch
import torch.nn as nn

from .server_args import ServerArgs, get_bool_env_var
from .spec_info import CaptureHiddenMode, SpeculativeAlgorithm

logger = logging.getLogger(__name__)


class TinyDecoder(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.layer = nn.Sequential(nn.Linear(hidden_size, hidden_size), nn.GELU())
        self.norm = nn.LayerNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        h = self.embed_tokens(input_ids)
        h = self.norm(h + self.layer(h))
        return self.lm_head(h), h


class ModelRunner(nn.Module):
    def __init__(self, server_args: ServerArgs, vocab_size: int = 32, hidden_size: int = 8):
        super().__init__()
        self.server_args = server_args
        self.model = TinyDecoder(vocab_size, hidden_size)
        self.spec_algorithm = SpeculativeAlgorithm.from_string(server_args.speculative_algorithm)
        self.debug_spec = get_bool_env_var("SGLANG_DEBUG_SPEC_ACCEPT")
        if self.spec_algorithm.is_eagle() or server_args.enable_return_hidden_states:
            self.capture_hidden_mode = CaptureHiddenMode.FULL
        else:
            self.capture_hidden_mode = CaptureHiddenMode.NULL
        if not self.spec_algorithm.is_none():
            self.num_draft_tokens = server_args.speculative_num_draft_tokens
        else:
            self.num_draft_tokens = 1

    def forward_decode(self, input_ids: torch.Tensor) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
        logits, hidden = self.model(input_ids)
        next_token_ids = logits.argmax(dim=-1)
        if self.capture_hidden_mode.need_capture():
            return next_token_ids, hidden
        return next_token_ids, None

    def forward_target_verify(
        self, input_ids: torch.Tensor, draft_tokens: torch.Tensor
    ) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
        bs = input_ids.shape[0]
        tokens = torch.cat([input_ids[:, None], draft_tokens.view(bs, -1)], dim=1)
        logits, hidden = self.model(tokens)
        predict = logits.argmax(dim=-1)
        accepted = torch.cumprod((predict[:, :-1] == tokens[:, 1:]).int(), dim=1).sum(dim=1)
        if self.debug_spec:
            logger.info("accept lengths: %s", accepted.tolist())
        if accepted.max() == 0:
            return predict[:, 0], hidden[:, 0]
        last = accepted.long()
        return predict.gather(1, last[:, None]).squeeze(1), hidden[torch.arange(bs), last]

    def forward(self, input_ids: torch.Tensor, draft_tokens: torch.Tensor):
        if self.spec_algorithm.is_none():
            return self.forward_decode(input_ids)
        return self.forward_target_verify(input_ids, draft_tokens)


runner = ModelRunner(ServerArgs())
forward_step = torch.compile(runner.forward, fullgraph=True)
