from enum import Enum, auto


class AttnKind(Enum):
    FULL = auto()
    SLIDING = auto()
    DEBUG_DUMP = auto()
