"""Feature spec: which sparse features feed the scoring head, and their weight.

The spec is normally shipped next to the checkpoint as JSON.  It is loaded
lazily on first use so that importing the model stays cheap.
"""
import functools
import json
import os

DEFAULT_SPEC = {
    "features": ["query", "doc", "site"],
    "weights": {"query": 1.0, "doc": 1.0, "site": 0.5},
}

SPEC_PATH = os.path.join(os.path.dirname(__file__), "feature_spec.json")


@functools.lru_cache(maxsize=None)
def load_feature_spec(path: str = SPEC_PATH) -> dict:
    try:
        with open(path) as fh:
            spec = json.load(fh)
    except FileNotFoundError:
        spec = DEFAULT_SPEC
    return spec


def feature_weights(names) -> list:
    spec = load_feature_spec()
    return [float(spec["weights"].get(n, 1.0)) for n in names]
