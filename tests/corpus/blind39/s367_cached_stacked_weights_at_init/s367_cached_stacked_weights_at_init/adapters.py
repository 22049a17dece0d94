"""Adapter specs as they come out of ``--lora-paths name=path`` parsing."""
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class AdapterSpec:
    name: str
    path: str
    rank: int
    alpha: float
    use_rslora: bool = False


def adapter_specs_from_env():
    # LORA_MODULES="sql=/adapters/sql,chat=/adapters/chat"
    raw = os.environ.get("S367_LORA_MODULES", "sql=/adapters/sql,chat=/adapters/chat")
    specs = []
    for i, item in enumerate(filter(None, raw.split(","))):
        name, _, path = item.partition("=")
        specs.append(AdapterSpec(name=name, path=path, rank=4, alpha=8.0 * (i + 1)))
    return specs
