import enum
import itertools
from collections import OrderedDict, deque, namedtuple


class LayerKind(enum.Enum):
    FULL = "full"
    SLIDING = "sliding"
    DENSE_ONLY = "dense"


LayerSpec = namedtuple("LayerSpec", ["index", "kind", "window"])


def build_schedule(num_layers, pattern=(LayerKind.SLIDING, LayerKind.SLIDING, LayerKind.FULL)):
    kinds = itertools.islice(itertools.cycle(pattern), num_layers)
    specs = OrderedDict()
    for i, kind in enumerate(kinds):
        window = 2 if kind is LayerKind.SLIDING else None
        specs[f"layer{i}"] = LayerSpec(i, kind, window)
    return specs


def recent(history, n):
    window = deque(maxlen=n)
    for item in history:
        window.append(item)
    return list(window)
