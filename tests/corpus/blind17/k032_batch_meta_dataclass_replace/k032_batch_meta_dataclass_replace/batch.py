import dataclasses
from dataclasses import dataclass, field


@dataclass(frozen=True)
class BatchMeta:
    num_seqs: int
    max_seq_len: int
    is_prefill: bool = False
    temperature: float = 1.0
    tags: tuple = field(default_factory=tuple)


def as_decode(meta: BatchMeta) -> BatchMeta:
    if not meta.is_prefill:
        return meta
    return dataclasses.replace(meta, is_prefill=False, max_seq_len=meta.max_seq_len + 1)


def numeric_fields(meta: BatchMeta):
    return [f.name for f in dataclasses.fields(meta) if f.type in ("int", "float", int, float)]
