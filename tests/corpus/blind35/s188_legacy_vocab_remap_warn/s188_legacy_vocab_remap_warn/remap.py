"""Vocabulary remapping layers (old tokenizer ids -> new embedding rows)."""
import warnings

import torch
from torch import nn


class VocabRemapBase(nn.Module):
    """Holds an id->row table; subclasses decide how to build it."""

    deprecated = False

    def __init__(self, old_vocab: int, new_vocab: int):
        super().__init__()
        self.old_vocab = old_vocab
        self.new_vocab = new_vocab
        self.register_buffer("table", self.build_table(), persistent=False)
        self._warned = False

    def build_table(self) -> torch.Tensor:
        return torch.arange(self.old_vocab)

    def _notify_deprecated(self):
        if self.deprecated and not self._warned:
            warnings.warn(
                f"{type(self).__name__}: remapping {self.old_vocab}-token legacy ids; "
                "re-export the checkpoint with the new tokenizer",
                DeprecationWarning,
            )
            self._warned = True

    def remap(self, input_ids: torch.Tensor) -> torch.Tensor:
        self._notify_deprecated()
        clamped = input_ids.clamp(0, self.old_vocab - 1)
        return self.table[clamped]


class IdentityRemap(VocabRemapBase):
    pass


class LegacySentencePieceRemap(VocabRemapBase):
    """SentencePiece v1 put <unk> at 0 and <s>/</s> at 1/2; v2 puts <pad> first."""

    deprecated = True

    def build_table(self) -> torch.Tensor:
        table = torch.arange(self.old_vocab) + 1
        table[0] = 3   # <unk>
        return table.clamp(max=self.new_vocab - 1)


REMAPS = {"identity": IdentityRemap, "spm_v1": LegacySentencePieceRemap}
