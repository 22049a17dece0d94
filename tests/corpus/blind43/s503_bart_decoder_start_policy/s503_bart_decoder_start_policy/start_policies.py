"""How each seq2seq family builds the first decoder inputs from labels."""
from dataclasses import dataclass

import torch

from .token_utils import check_token_range, shift_tokens_right

DECODER_START_POLICIES = {}


def register_policy(name):
    def wrap(cls):
        DECODER_START_POLICIES[name] = cls()
        return cls

    return wrap


@dataclass(frozen=True)
class Seq2SeqTokenConfig:
    model_type: str = "bart"
    vocab_size: int = 100
    pad_token_id: int = 1
    eos_token_id: int = 2
    decoder_start_token_id: int = 2
    forced_bos_token_id: int = 0


class DecoderStartPolicy:
    def build(self, labels: torch.Tensor, cfg: Seq2SeqTokenConfig) -> torch.Tensor:
        raise NotImplementedError


@register_policy("t5")
class T5StartPolicy(DecoderStartPolicy):
    def build(self, labels, cfg):
        return shift_tokens_right(labels, cfg.pad_token_id, cfg.pad_token_id)


@register_policy("bart")
class BartStartPolicy(DecoderStartPolicy):
    def build(self, labels, cfg):
        decoder_input_ids = shift_tokens_right(labels, cfg.pad_token_id, cfg.decoder_start_token_id)
        check_token_range(decoder_input_ids, cfg.vocab_size, "decoder_input_ids")
        return decoder_input_ids
