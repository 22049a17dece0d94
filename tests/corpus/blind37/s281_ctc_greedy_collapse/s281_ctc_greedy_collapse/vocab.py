"""Token vocabulary for the CTC head."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class CTCVocab:
    symbols: tuple = ("<blank>", "a", "b", "c", "d", "e", "f", "g")
    blank_id: int = 0
    unk_id: int = 7
    extra: dict = field(default_factory=dict)

    @property
    def size(self) -> int:
        return len(self.symbols)


DEFAULT_VOCAB = CTCVocab()
