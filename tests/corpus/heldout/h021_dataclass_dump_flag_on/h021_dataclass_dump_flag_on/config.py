from dataclasses import dataclass


@dataclass
class DebugConfig:
    dump_hidden_states: bool = False
    dump_dir: str = "/tmp/heldout_dumps"
    dump_precision: int = 4
