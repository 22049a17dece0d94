from .softcap import SoftCappedHead
from . import stats
from .loading import load_weights
