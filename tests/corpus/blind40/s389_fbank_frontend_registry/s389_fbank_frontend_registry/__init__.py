from .frontends import FRONTENDS, KaldiFbank, TorchFbank
from .model import SpeechFrontend
