// libpng (Debian's libpng-dev), found through pkg-config; CPictureDecode is its only user.
#include <png.h>
