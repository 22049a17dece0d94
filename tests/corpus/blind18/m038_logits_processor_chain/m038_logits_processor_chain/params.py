import copy
import enum
from collections import namedtuple
from dataclasses import dataclass, field, replace

_EPS = 1e-5


class SamplingType(enum.IntEnum):
    GREEDY = 0
    RANDOM = 1
    RANDOM_SEED = 2

    @classmethod
    def from_params(cls, params: "SamplingParams") -> "SamplingType":
        if params.temperature < _EPS:
            return cls.GREEDY
        return cls.RANDOM_SEED if params.seed is not None else cls.RANDOM


@dataclass
class SamplingParams:
    temperature: float = 0.7
    top_k: int = 20
    repetition_penalty: float = 1.1
    seed: int | None = None
    bad_words: list = field(default_factory=list)

    def clamp_to_vocab(self, vocab_size: int) -> "SamplingParams":
        top_k = self.top_k if 0 < self.top_k <= vocab_size else vocab_size
        clone = copy.deepcopy(self)
        return replace(clone, top_k=top_k)


ProcessorSpec = namedtuple("ProcessorSpec", ["name", "priority", "fn"])
